import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Card } from '../../../components/Card';
import { Checkbox } from '../../../components/Checkbox';
import { Link } from 'react-router';
import { FormError, upgradePath } from '../../../components/FormError';
import { Notice } from '../../../components/Notice';
import { useToast } from '../../../components/Toast';
import { useSetAnswerFirstMutation } from '../../../mutations/useSetAnswerFirstMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import type { AnswerBotCardQuery } from './__generated__/AnswerBotCardQuery.graphql';
import { AnswerBotNameForm } from './AnswerBotNameForm';

const query = graphql`
  query AnswerBotCardQuery {
    viewer {
      activeOrganization {
        id
        answerBotAvailable
        answerBotInPlan
        answerBotName
        answerFirstEnabled
        answerBotResolvedCount
        answerBotHandedOverCount
      }
    }
  }
`;

/**
 * Admins only: the "Answer first" switch, the bot's name, and how the bot has done. The switch is shown (disabled, with the reason)
 * even when the server has no model, so admins learn the feature exists and what it needs.
 */
export function AnswerBotCard() {
  const { viewer } = useLazyLoadQuery<AnswerBotCardQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const organization = viewer?.activeOrganization;
  const [setAnswerFirst, isSaving] = useSetAnswerFirstMutation();
  const toast = useToast();
  const [error, setError] = useState<{ message: string; kind?: string } | null>(null);
  // What the admin just chose, shown at once while the server saves it.
  const [choosing, setChoosing] = useState<boolean | null>(null);
  if (!organization) return null;

  const change = async (enabled: boolean) => {
    setError(null);
    setChoosing(enabled);
    const outcome = await setAnswerFirst({ organizationId: organization.id, enabled });
    setChoosing(null);
    if (outcome.ok) toast({ title: enabled ? 'The answer bot now answers first' : 'The answer bot is off' });
    else setError({ message: outcome.error.fieldErrors.enabled ?? outcome.error.message, kind: outcome.error.kind });
  };

  return (
    <Card
      id="answer-bot"
      title="Answer bot"
      description="Answers new conversations from your published articles, with links to them, and hands over to your team when it can’t."
    >
      <div className="space-y-4">
        <FormError message={error?.message} kind={error?.kind} />
        <Checkbox
          label="Answer first"
          description={
            organization.answerBotAvailable
              ? 'Before anyone on the team replies, the bot answers the visitor using only your published articles. Visitors can always choose “Talk to a person”.'
              : 'Not available on this server: its administrator needs to connect a language model (ANSWER_BOT_URL and ANSWER_BOT_MODEL). Until then visitors see article suggestions only.'
          }
          checked={choosing ?? organization.answerFirstEnabled}
          // Always possible to switch off; on, only where the server has a model and the plan has the bot.
          disabled={isSaving || (!(organization.answerBotAvailable && organization.answerBotInPlan) && !organization.answerFirstEnabled)}
          onChange={withErrorReport((event) => change(event.target.checked))}
        />
        {organization.answerBotAvailable && !organization.answerBotInPlan && (
          <Notice tone="warning">
            The answer bot is part of the Pro and Business plans{organization.answerFirstEnabled ? ': it stays quiet until you upgrade' : ''}.{' '}
            <Link to={upgradePath} className="font-semibold underline underline-offset-2">
              Compare plans
            </Link>
          </Notice>
        )}
        <AnswerBotNameForm organizationId={organization.id} name={organization.answerBotName ?? null} />
        <dl className="grid grid-cols-2 gap-3">
          <Figure label="Resolved by the bot" value={organization.answerBotResolvedCount} hint="Answered, with no request for a person" />
          <Figure label="Handed to the team" value={organization.answerBotHandedOverCount} hint="The visitor asked, or no article answered" />
        </dl>
      </div>
    </Card>
  );
}

function Figure({ label, value, hint }: { label: string; value: number; hint: string }) {
  return (
    <div className="rounded-lg bg-gray-50 px-4 py-3 ring-1 ring-gray-200 ring-inset">
      <dt className="text-xs font-medium text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-gray-950 tabular-nums">{value.toLocaleString('en-US')}</dd>
      <dd className="text-xs text-gray-500">{hint}</dd>
    </div>
  );
}
