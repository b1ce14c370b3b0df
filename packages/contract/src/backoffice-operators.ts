import { z } from "zod";
import { OPERATOR_ROLES } from "./backoffice.ts";
import { ZRowId } from "./row-id.ts";
import { ZAccountText } from "./session.ts";

export const ZBoOperatorRow = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(OPERATOR_ROLES),
  status: z.enum(["active", "disabled"]),
  /** null for a platform owner (every merchant). */
  merchantCode: z.string().nullable(),
  totpEnrolled: z.boolean(),
  lastLoginAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TBoOperatorRow = z.output<typeof ZBoOperatorRow>;

const ZOperatorPassword = z
  .string()
  .min(10)
  .max(128)
  .refine((v) => /[A-Za-z]/.test(v) && /[0-9]/.test(v), { message: "err_password_letters_digits" });

/**
 * `POST /bo/operators`: an owner asks to add an operator to the merchant being acted on (a
 * platform owner may also ask for another platform owner with `platform: true`). Adding is a
 * four-eyes action: the operator exists once another owner approves. The new operator enrols an
 * authenticator at the first login.
 */
export const ZBoCreateOperatorRequest = z.object({
  username: ZAccountText(64)
    .transform((v) => v.trim())
    .pipe(z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{2,63}$/)),
  displayName: ZAccountText(80)
    .transform((v) => v.trim())
    .pipe(z.string().min(1)),
  role: z.enum(OPERATOR_ROLES),
  password: ZOperatorPassword,
  platform: z.boolean().default(false),
});
export type TBoCreateOperatorRequest = z.input<typeof ZBoCreateOperatorRequest>;

/**
 * `PUT /bo/operators`: role, status, display name, a new password, or a fresh authenticator
 * enrolment (`resetTotp`). Any change ends the operator's sessions; an owner cannot demote,
 * disable or reset themself. A role that gains a permission, and another operator's password or
 * authenticator, are four-eyes actions: the change waits for another owner's approval.
 */
export const ZBoUpdateOperatorRequest = z.object({
  id: ZRowId,
  displayName: ZAccountText(80)
    .transform((v) => v.trim())
    .pipe(z.string().min(1))
    .optional(),
  role: z.enum(OPERATOR_ROLES).optional(),
  status: z.enum(["active", "disabled"]).optional(),
  password: ZOperatorPassword.optional(),
  resetTotp: z.boolean().optional(),
});
export type TBoUpdateOperatorRequest = z.input<typeof ZBoUpdateOperatorRequest>;

/** Four-eyes approvals: a money or operator action waits until a second operator approves it. */
export const APPROVAL_STATUSES = ["pending", "approved", "rejected", "failed"] as const;
export type TApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const ZBoApproval = z.object({
  id: z.number().int(),
  kind: z.string(),
  summary: z.record(z.string(), z.unknown()),
  amountMinor: z.number().int().nullable(),
  status: z.enum(APPROVAL_STATUSES),
  requestedBy: z.string(),
  requestNote: z.string(),
  decidedBy: z.string().nullable(),
  decisionNote: z.string().nullable(),
  failure: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type TBoApproval = z.output<typeof ZBoApproval>;

/**
 * What `POST`/`PUT /bo/operators` answer: the operator as changed now, or (a four-eyes action)
 * the request that waits for another owner, with `operator` null.
 */
export const ZBoOperatorChange = z.object({
  operator: ZBoOperatorRow.nullable(),
  approval: ZBoApproval.nullable(),
});
export type TBoOperatorChange = z.output<typeof ZBoOperatorChange>;

/** `GET /bo/approvals?status=`. */
export const ZBoApprovalQuery = z.object({ status: z.enum(APPROVAL_STATUSES).optional() });
export type TBoApprovalQuery = z.input<typeof ZBoApprovalQuery>;

/** `PUT /bo/approvals/decision`: approve or reject; the requester can never decide their own request. */
export const ZBoApprovalDecisionRequest = z.object({
  id: z.number().int().positive(),
  decision: z.enum(["approve", "reject"]),
  note: ZAccountText(500)
    .transform((v) => v.trim())
    .optional(),
});
export type TBoApprovalDecisionRequest = z.input<typeof ZBoApprovalDecisionRequest>;
