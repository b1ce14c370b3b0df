import { parentPort, workerData } from "node:worker_threads";
import { CryptoRandomSource } from "./crypto-random-source.ts";
import { findSlotModel } from "./models/slot-models.ts";
import { simulateRounds } from "./simulate-rounds.ts";
import type { TBet } from "./spin.ts";

/** What one worker thread plays: its own production random source, so streams never overlap. */
export type TSimulationJob = { modelId: string; bet: TBet; rounds: number };

const job = workerData as TSimulationJob;
const model = findSlotModel(job.modelId);
if (!model) throw new Error(`unknown slot model ${job.modelId}`);
parentPort?.postMessage(simulateRounds(model, job.bet, job.rounds, new CryptoRandomSource()));
