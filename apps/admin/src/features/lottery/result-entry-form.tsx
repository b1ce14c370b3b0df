import type { TBoLotteryDrawDetail } from "@orchid/contract/backoffice-lottery";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import own from "./lottery.module.css";
import { draftProblem, resultDraftOf, resultOf, type TResultShape } from "./result-draft.ts";
import { ResultSheetFields } from "./result-sheet-fields.tsx";
import { useLotteryChange } from "./use-lottery-change.ts";

/**
 * A real-world draw's result sheet, typed from the official one: a closed draw's result, or a
 * correction of a drawn or settled one (prefilled with the recorded result). Nothing changes
 * yet: the server checks it against the family's rules and files it for a second platform
 * operator, who approves it in Approvals; a correction then settles every slip again.
 */
export function ResultEntryForm(props: {
  draw: TBoLotteryDrawDetail;
  shape: TResultShape;
  isCorrection: boolean;
}) {
  const { t } = useTranslation();
  const { draw, shape, isCorrection } = props;
  const [draft, setDraft] = useState(() => resultDraftOf(shape, isCorrection ? draw.result : null));
  const [filedId, setFiledId] = useState<number | null>(null);
  const change = useLotteryChange(isCorrection ? "boCorrectLotteryResult" : "boEnterLotteryResult", {
    refresh: ["boApprovals"],
    successKey: "bo_lottery_filed",
    onSuccess: (value) => setFiledId(value.approvalId),
  });
  const local = draftProblem(shape, draft);
  const [isChecked, setIsChecked] = useState(false);

  function send() {
    setIsChecked(true);
    if (!local) change.run({ drawId: draw.id, result: resultOf(shape, draft) });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
  }

  const title = isCorrection ? "bo_lottery_correct_result" : "bo_lottery_enter_result";
  return (
    <section className={`card ${own.section}`} aria-labelledby="lottery-result-title">
      <h2 id="lottery-result-title">{t(title)}</h2>
      <p className={own.note}>
        {t(isCorrection ? "bo_lottery_correct_explained" : "bo_lottery_enter_explained")}
      </p>
      <form className="stack" onSubmit={handleSubmit}>
        <ResultSheetFields shape={shape} draft={draft} onChange={setDraft} />
        {isChecked && local && (
          <p className={own.problem} role="alert">
            {t("bo_lottery_result_digits", local)}
          </p>
        )}
        {change.problem && (
          <p className={own.problem} role="alert" data-testid="lottery-result-problem">
            {t(change.problem.key, change.problem.values)}
          </p>
        )}
        {filedId !== null && (
          <p className="notice-ok" role="status">
            {t("bo_lottery_filed_as", { id: filedId })} <Link to="/approvals">{t("bo_open_approvals")}</Link>
          </p>
        )}
        <div className="row">
          <ConfirmButton
            className="btn btn-primary"
            disabled={change.isPending}
            onConfirm={send}
            testId="lottery-result-send"
          >
            {t(isCorrection ? "bo_lottery_file_correction" : "bo_lottery_file_result")}
          </ConfirmButton>
        </div>
      </form>
    </section>
  );
}
