// The public entry of the operators module: what other modules and the app use. Nothing else of
// operators is imported from outside it (checked by npm run lint:deps).
export { createApprovalRegistry, type TApprovalKind } from "./approval-kinds.ts";
export { lockApproval, settleApproval } from "./approval-repo.ts";
export { requestApproval } from "./approvals.ts";
export { fieldChange, type TFieldChange, writeAuditedChange } from "./audited-field-change.ts";
export { createGate, type TConsoleCall } from "./console-gate.ts";
export { filledTexts, plainName, plainText } from "./console-text.ts";
export { OPERATOR_APPROVALS } from "./operator-approvals.ts";
export { recordOperatorAction } from "./operator-audit.ts";
export { requireOperatorSession, type TOperatorContext } from "./operator-session.ts";
export { requirePlatformOperator } from "./platform-gate.ts";
export { operatorRoutes } from "./routes.ts";
export { parseUploadRequest, type TUploadInput } from "./upload-request.ts";
