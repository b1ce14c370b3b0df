import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const simulatorModule = fileURLToPath(new URL("./gateway-simulator.ts", import.meta.url));
const receiverModule = fileURLToPath(new URL("./test-receiver.ts", import.meta.url));
const merchantModule = fileURLToPath(new URL("./test-merchant.ts", import.meta.url));

// Runs in a fresh Node process: a paid order whose webhook keeps failing leaves a retry pending
// (10 s away) when the simulator is closed. The process must then exit by itself, quickly.
const script = `
const { startGatewaySimulator } = await import(${JSON.stringify(simulatorModule)});
const { startTestReceiver } = await import(${JSON.stringify(receiverModule)});
const { createTestMerchant } = await import(${JSON.stringify(merchantModule)});
const receiver = await startTestReceiver([500, 500, 500]);
const simulator = await startGatewaySimulator({ secretFor: () => "s", retryDelaysMs: [10000] });
const answer = await createTestMerchant(simulator.url, "M1", "s").createOrder({
  orderNo: "D-1", amount: 100, currency: "USD", notifyUrl: receiver.url, returnUrl: "http://127.0.0.1:9/r",
});
await simulator.pay(answer.body.gatewayOrderId);
await fetch(answer.body.payUrl);
await Promise.all([simulator.close(), receiver.close()]);
console.log(JSON.stringify(simulator.deliveries()));
`;

it("close() stops the server and pending retries, so the process exits on its own", async () => {
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", script], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  const exitCode = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill();
      resolve(null);
    }, 4000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
  expect(output).toContain('"attempts":1,"lastStatus":500,"done":false');
  expect(exitCode).toBe(0);
});
