import type { TAppContext } from "../../../app-context.ts";
import type { TServe } from "../../../http/serve.ts";
import { consolidated } from "./consolidated-service.ts";
import { actOnContract } from "./contract-action-service.ts";
import { offerContract } from "./contract-offer-service.ts";
import { contractView } from "./contract-view-service.ts";

/** The site's contract calls: the consolidated flags, one view per kind, offers and actions. */
export function contractRoutes(serve: TServe, ctx: TAppContext): void {
  serve("consolidatedFunds", async ({ member }) => consolidated(ctx, member));

  serve("salaryContracts", async ({ merchant, member }) =>
    contractView(ctx, merchant.id, member, "daily_wage"),
  );
  serve("dividendContracts", async ({ merchant, member }) =>
    contractView(ctx, merchant.id, member, "dividend"),
  );
  serve("contractHourSalary", async ({ merchant, member }) =>
    contractView(ctx, merchant.id, member, "hour_salary"),
  );
  serve("contractRealtimeSalary", async ({ merchant, member }) =>
    contractView(ctx, merchant.id, member, "realtime_salary"),
  );

  serve("contractOffer", async ({ merchant, member, input, client }) =>
    offerContract(ctx, merchant.id, member, input, client.at),
  );
  serve("contractAction", async ({ merchant, member, input, client }) =>
    actOnContract(ctx, merchant.id, member, input, client.at),
  );
}
