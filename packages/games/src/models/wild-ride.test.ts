import { describeModelMaths } from "../testing/describe-model-maths.ts";
import { WILD_RIDE } from "./wild-ride.ts";

describeModelMaths(
  WILD_RIDE,
  {
    rtp: 0.959819,
    hitFrequency: 0.21018,
    volatility: 15.9336,
    maxWin: 288703,
    freeSpinTriggerFrequency: 0.003221,
  },
  3,
);
