import { useState } from "react";
import { RouterProvider } from "react-router";
import { createAppRouter } from "./router.tsx";

/** The site once the merchant is known and open (system status 0). */
export function SiteApp() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
