import { type DefaultValues, type FieldValues, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { contractResolver } from "./contract-resolver.ts";
import { isMissing } from "./is-missing.ts";

type TContractFormOptions<TValues> = {
  defaultValues: DefaultValues<TValues>;
  /** Label keys of the fields, for "{field} cannot be empty." and friends. */
  labels: Record<string, string>;
  /** The message key of a value the contract refuses, per field (default: err_invalid_input). */
  invalidKeys?: Record<string, string>;
  /** The form's own rules (merchant rules, confirmations, shapes): see contractResolver. */
  check?: (values: TValues) => Record<string, string | null | undefined>;
};

/**
 * A react-hook-form form checked by a contract request schema: empty fields read "{field} cannot
 * be empty.", refused ones the field's message, all in the user's language. Rules show on
 * submit only, as they always did: typing does not re-check until the next submit. `TExtra`
 * names fields the form converts itself before sending (an amount typed in major units).
 */
export function useContractForm<
  TSchema extends z.ZodType<unknown, FieldValues>,
  TExtra extends FieldValues = Record<never, never>,
>(schema: TSchema, options: TContractFormOptions<z.input<TSchema> & TExtra>) {
  const { t } = useTranslation();
  const label = (field: string) => t(options.labels[field] ?? `field_${field}`);
  const resolver = contractResolver(schema, {
    translate: (key, field) => t(key, { field: label(field) }),
    messageOf: (field, issue) =>
      isMissing(issue)
        ? t("err_required", { field: label(field) })
        : t(options.invalidKeys?.[field] ?? "err_invalid_input", { field: label(field) }),
    check: options.check as (values: z.input<TSchema>) => Record<string, string | null | undefined>,
  });
  return useForm<z.input<TSchema> & TExtra, unknown, z.output<TSchema> & TExtra>({
    defaultValues: options.defaultValues,
    reValidateMode: "onSubmit",
    resolver: resolver as unknown as Resolver<z.input<TSchema> & TExtra, unknown, z.output<TSchema> & TExtra>,
  });
}
