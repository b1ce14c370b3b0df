import type { DetailedHTMLProps, HTMLAttributes } from "react";

/** The ALTCHA web component, as JSX sees it (attributes only; the rest is configured in code). */
declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "altcha-widget": DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        language?: string;
        name?: string;
      };
    }
  }
}
