import { startGatewaySimulator } from "./gateway-simulator.ts";

/**
 * Runs the simulator on its own: `GATEWAY_SIM_PORT` (default 0 = any free port) and
 * `GATEWAY_SIM_SECRET` (the shared secret every merchant signs with). Prints the URL to use.
 */
async function main(): Promise<void> {
  const secret = process.env.GATEWAY_SIM_SECRET ?? "";
  if (secret === "") {
    console.error("GATEWAY_SIM_SECRET is required (the shared secret merchants sign with).");
    process.exitCode = 1;
    return;
  }
  const port = Number(process.env.GATEWAY_SIM_PORT ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`GATEWAY_SIM_PORT must be a port number, got "${process.env.GATEWAY_SIM_PORT}".`);
    process.exitCode = 1;
    return;
  }
  const simulator = await startGatewaySimulator({ port, secretFor: () => secret });
  console.log(`Gateway simulator listening on ${simulator.url}`);
  const handleStop = () => void simulator.close();
  process.once("SIGINT", handleStop);
  process.once("SIGTERM", handleStop);
}

await main();
