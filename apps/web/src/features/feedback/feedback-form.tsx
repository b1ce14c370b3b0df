import { errorKeyOf, serverProblems } from "@orchid/contract/api-problems";
import { FEEDBACK_TYPES } from "@orchid/contract/feedback";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import { useAppStore } from "../../store/app-store.ts";
import form from "../../ui/auth-form.module.css";
import buttonStyles from "../../ui/button.module.css";
import centre from "../../ui/centre-page.module.css";
import { FormField } from "../../ui/form-field.tsx";
import { fillBounds } from "../auth/fill-bounds.ts";
import { useIsRealMember } from "../missions/mission-queries.ts";
import { ProofPicker } from "../payments/proof-picker.tsx";
import { useProofs } from "../payments/use-proofs.ts";
import { MEMBER_CALLS, refreshCalls } from "../wallet/member-data-keys.ts";
import styles from "./feedback.module.css";
import {
  CONTACT_MAX,
  contentLength,
  feedbackProblems,
  feedbackRequest,
  isFeedbackType,
  type TFeedbackValues,
} from "./feedback-checks.ts";

/** Label keys of the fields, for the server's "{field} …" messages. */
const FIELD_LABELS: Record<string, string> = {
  type: "feedback_type",
  content: "feedback_content",
  contact: "feedback_contact",
  imageIds: "field_proof",
};

const EMPTY: TFeedbackValues = { type: "", content: "", contact: "" };

/**
 * The feedback form, for visitors and members: a question type, the content with a live count
 * against its bounds, up to 3 images for a real member (uploaded on submit, once each), a contact
 * for a visitor to be answered. Checked here first; the server's problems show under their
 * fields; once sent, the reference shows and the member's list fetches again.
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const hasSession = useAppStore((state) => state.token !== null);
  const mayAttach = useIsRealMember();
  const isVisitor = !hasSession;
  const proofs = useProofs();
  const [values, setValues] = useState<TFeedbackValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");
  const [reference, setReference] = useState("");
  const [isBusy, setIsBusy] = useState(false);
  const inFlight = useRef(false);
  const length = contentLength(values.content);

  const label = (field: string) => t(FIELD_LABELS[field] ?? field);

  function change(field: keyof TFeedbackValues, value: string): void {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function showFailure(error: unknown): void {
    const problems = serverProblems(error).filter((problem) => problem.field in FIELD_LABELS);
    const fieldProblems = problems.filter((problem) => problem.field !== "imageIds");
    if (fieldProblems.length > 0) {
      setErrors(
        Object.fromEntries(
          fieldProblems.map((problem) => [
            problem.field,
            fillBounds(t(problem.key, { field: label(problem.field) }), problem.min, problem.max),
          ]),
        ),
      );
      return;
    }
    // Images, uploads and everything else: the picker keeps its own messages, so under the form.
    setFormError(t(errorKeyOf(error)));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (inFlight.current) return;
    const found = feedbackProblems(values, isVisitor);
    const messages = Object.fromEntries(
      Object.entries(found).map(([field, problem]) => [field, t(problem.key, problem.values ?? {})]),
    );
    setErrors(messages);
    setFormError("");
    setReference("");
    if (Object.keys(messages).length > 0 || !isFeedbackType(values.type)) return;
    inFlight.current = true;
    setIsBusy(true);
    try {
      const imageIds = mayAttach ? await proofs.upload() : [];
      const value = await api.request(
        "feedback",
        feedbackRequest({ ...values, type: values.type }, imageIds, isVisitor),
      );
      setReference(value.reference);
      setValues(EMPTY);
      proofs.clear();
      if (hasSession) refreshCalls(MEMBER_CALLS.myFeedback);
    } catch (error) {
      showFailure(error);
    } finally {
      inFlight.current = false;
      setIsBusy(false);
    }
  }

  const countText = t("feedback_count", { count: length.count, max: length.max });
  return (
    <form
      className={form.form}
      noValidate
      data-testid="feedback-form"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <FormField id="feedback-type" label={t("feedback_type")} error={errors.type} isRequired>
        <select
          id="feedback-type"
          className={form.input}
          value={values.type}
          aria-invalid={Boolean(errors.type)}
          data-testid="feedback-type"
          onChange={(event) => change("type", event.target.value)}
        >
          <option value="" disabled>
            {t("feedback_type_choose")}
          </option>
          {FEEDBACK_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`feedback_type_${type}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="feedback-content" label={t("feedback_content")} error={errors.content} isRequired>
        <textarea
          id="feedback-content"
          className={`${form.input} ${styles.content}`}
          rows={6}
          maxLength={length.max}
          value={values.content}
          placeholder={t("feedback_content_placeholder", { min: length.min, max: length.max })}
          aria-invalid={Boolean(errors.content)}
          aria-describedby="feedback-content-count"
          data-testid="feedback-content"
          onChange={(event) => change("content", event.target.value)}
        />
        <span
          id="feedback-content-count"
          className={length.state === "ok" ? styles.count : `${styles.count} ${styles.countShort}`}
          data-state={length.state}
          data-testid="feedback-content-count"
        >
          <span aria-hidden="true">{countText}</span>
          <span className="visually-hidden">
            {t("feedback_count_label", { count: length.count, min: length.min, max: length.max })}
          </span>
        </span>
      </FormField>
      {mayAttach && <ProofPicker proofs={proofs} testId="feedback-images" />}
      {isVisitor && (
        <FormField id="feedback-contact" label={t("feedback_contact")} error={errors.contact}>
          <input
            id="feedback-contact"
            className={form.input}
            autoComplete="email"
            maxLength={CONTACT_MAX}
            value={values.contact}
            aria-invalid={Boolean(errors.contact)}
            aria-describedby="feedback-contact-hint"
            data-testid="feedback-contact"
            onChange={(event) => change("contact", event.target.value)}
          />
          <span className={form.hint} id="feedback-contact-hint">
            {t("feedback_contact_hint")}
          </span>
        </FormField>
      )}
      {formError && (
        <p className={form.formError} role="alert" data-testid="feedback-error">
          {formError}
        </p>
      )}
      {reference && (
        <p className={centre.success} role="status" data-testid="feedback-done">
          {t(hasSession ? "feedback_sent_member" : "feedback_sent", { reference })}
        </p>
      )}
      <button
        type="submit"
        className={`${buttonStyles.primary} ${styles.submit}`}
        disabled={isBusy}
        data-testid="feedback-submit"
      >
        {t(isBusy ? "feedback_sending" : "feedback_submit")}
      </button>
    </form>
  );
}
