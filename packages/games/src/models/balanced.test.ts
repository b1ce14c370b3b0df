import { describeModelMaths } from "../testing/describe-model-maths.ts";
import { BALANCED } from "./balanced.ts";

describeModelMaths(
  BALANCED,
  {
    rtp: 0.958128,
    hitFrequency: 0.457409,
    volatility: 7.3667,
    maxWin: 23888.08,
    freeSpinTriggerFrequency: 0.004854,
  },
  2,
);
