import { useMemo, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate, useParams } from 'react-router';
import { renderMarkdown } from '../../../../prerender/markdown';
import { Badge } from '../../../components/Badge';
import { Button, ButtonLink } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ExternalLink } from '../../../components/ExternalLink';
import { FormError } from '../../../components/FormError';
import { ArrowLeftIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/PageHeader';
import { Select } from '../../../components/Select';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { canManageTeam, type Role } from '../../../lib/roles';
import { useCreateKnowledgeArticleMutation } from '../../../mutations/useCreateKnowledgeArticleMutation';
import { useDeleteKnowledgeArticleMutation } from '../../../mutations/useDeleteKnowledgeArticleMutation';
import { useSetKnowledgeArticleStatusMutation } from '../../../mutations/useSetKnowledgeArticleStatusMutation';
import { useUpdateKnowledgeArticleMutation } from '../../../mutations/useUpdateKnowledgeArticleMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import { usePageTitle } from '../../public/ComingSoonPage';
import { Prose } from '../../public/Prose';
import { articleLanguages, statusLabels, statusTones, type ArticleLanguage } from './articleOptions';
import type { ArticleEditorPageQuery } from './__generated__/ArticleEditorPageQuery.graphql';

const query = graphql`
  query ArticleEditorPageQuery($id: ID!, $editing: Boolean!) {
    viewer {
      activeOrganization {
        id
        viewerRole
        knowledgeCollections {
          id
          name
        }
      }
    }
    node(id: $id) @include(if: $editing) {
      ... on KnowledgeArticle {
        id
        title
        slug
        excerpt
        body
        status
        locale
        url
        collection {
          id
        }
      }
    }
  }
`;

const noCollection = 'NONE';

/** /dashboard/settings/knowledge-base/articles/:id (or /new): markdown on the left, the article as readers see it on the right. */
export function ArticleEditorPage() {
  const { articleId = 'new' } = useParams();
  const editing = articleId !== 'new';
  const { viewer, node } = useLazyLoadQuery<ArticleEditorPageQuery>(query, { id: editing ? articleId : 'new', editing }, { fetchPolicy: 'store-and-network' });
  const organization = viewer?.activeOrganization;
  const article = editing && node?.id ? node : null;
  usePageTitle(article ? `Edit ${article.title}` : 'New article');
  if (!organization) return null;
  if (editing && !article) {
    return (
      <Card title="Article not found">
        <p className="text-sm text-gray-600">It may have been deleted. </p>
        <ButtonLink to="../.." relative="path" variant="secondary" size="sm" className="mt-4">
          Back to the knowledge base
        </ButtonLink>
      </Card>
    );
  }
  return <ArticleForm key={article?.id ?? 'new'} organizationId={organization.id} canManage={canManageTeam(organization.viewerRole as Role)} collections={organization.knowledgeCollections} article={article} />;
}

type EditedArticle = { id?: string; title?: string; slug?: string; excerpt?: string; body?: string; status?: string; locale?: string; url?: string; collection?: { id: string } | null };

function ArticleForm({ organizationId, canManage, collections, article }: { organizationId: string; canManage: boolean; collections: readonly { id: string; name: string }[]; article: EditedArticle | null }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [createArticle] = useCreateKnowledgeArticleMutation();
  const [updateArticle] = useUpdateKnowledgeArticleMutation();
  const [setStatus] = useSetKnowledgeArticleStatusMutation();
  const [deleteArticle] = useDeleteKnowledgeArticleMutation();
  const [title, setTitle] = useState(article?.title ?? '');
  const [slug, setSlug] = useState(article?.slug ?? '');
  const [excerpt, setExcerpt] = useState(article?.excerpt ?? '');
  const [body, setBody] = useState(article?.body ?? '');
  const [locale, setLocale] = useState<ArticleLanguage>((article?.locale as ArticleLanguage) ?? 'en');
  const [collectionId, setCollectionId] = useState(article?.collection?.id ?? noCollection);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<MutationFailure | null>(null);
  const preview = useMemo(() => renderMarkdown(body, { userContent: true }).html, [body]);
  const status = (article?.status ?? 'DRAFT') as keyof typeof statusLabels;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const fields = { title, body, excerpt, slug: slug.trim() || null, collectionId: collectionId === noCollection ? null : collectionId };
    const outcome = article?.id ? await updateArticle({ articleId: article.id, ...fields }) : await createArticle({ organizationId, locale, ...fields });
    setSaving(false);
    if (!outcome.ok) return setError(outcome.error);
    toast({ title: article ? 'Article saved' : 'Draft created' });
    if (!article) void navigate(`../${encodeURIComponent(outcome.payload.article.id)}`, { relative: 'path', replace: true });
  };

  const changeStatus = async (next: 'PUBLISHED' | 'DRAFT') => {
    const outcome = await setStatus({ articleId: article!.id!, status: next });
    // A plan limit stays on the page with its way out (upgrading); other failures are passing news.
    if (!outcome.ok && outcome.error.kind === 'PlanLimitError') return setError(outcome.error);
    if (!outcome.ok) return toast({ title: 'Could not change the status', description: outcome.error.message, tone: 'error' });
    toast({ title: next === 'PUBLISHED' ? 'Article published' : 'Article unpublished' });
  };

  return (
    <>
      <PageHeader
        eyebrow={
          <ButtonLink to={article ? '../..' : '..'} relative="path" variant="ghost" size="sm" icon={<ArrowLeftIcon className="size-4" />} className="-ml-2">
            Knowledge base
          </ButtonLink>
        }
        title={article ? article.title! : 'New article'}
        description={article?.url && status === 'PUBLISHED' ? <ExternalLink href={article.url} className="underline">View in the help center</ExternalLink> : 'Drafts are visible only in the dashboard.'}
        actions={
          <>
            <Badge tone={statusTones[status]}>{statusLabels[status]}</Badge>
            {article && canManage && (status === 'PUBLISHED' ? (
              <Button variant="secondary" size="sm" onClick={() => void changeStatus('DRAFT')}>
                Unpublish
              </Button>
            ) : (
              <Button size="sm" onClick={() => void changeStatus('PUBLISHED')}>
                Publish
              </Button>
            ))}
          </>
        }
      />
      <form onSubmit={withErrorReport(save)} noValidate className="grid gap-6 lg:grid-cols-2">
        <Card id="write" title="Write">
          <fieldset disabled={!canManage} className="space-y-5">
            <FormError message={formLevelMessage(error, ['title', 'slug', 'excerpt', 'body', 'locale', 'collectionId'])} kind={error?.kind} />
            <TextField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} error={error?.fieldErrors.title} maxLength={150} autoFocus={!article} />
            <TextField label="Address" value={slug} onChange={(event) => setSlug(event.target.value)} error={error?.fieldErrors.slug} hint={article ? 'Changing it breaks links shared before.' : 'Made from the title when left empty.'} placeholder="refund-policy" spellCheck={false} autoCapitalize="none" maxLength={100} />
            <div className="grid gap-5 sm:grid-cols-2">
              <Select label="Collection" value={collectionId} onValueChange={setCollectionId} options={[{ value: noCollection, label: 'No collection' }, ...collections.map((collection) => ({ value: collection.id, label: collection.name }))]} error={error?.fieldErrors.collectionId} />
              <Select label="Language" value={locale} onValueChange={setLocale} options={articleLanguages} disabled={Boolean(article)} error={error?.fieldErrors.locale} />
            </div>
            <TextField label="Summary" value={excerpt} onChange={(event) => setExcerpt(event.target.value)} error={error?.fieldErrors.excerpt} hint="One sentence for search results and link previews." maxLength={300} />
            <TextArea label="Article" rows={14} value={body} onChange={(event) => setBody(event.target.value)} error={error?.fieldErrors.body} hint="Markdown: ## headings, **bold**, lists, [links](https://…) and images. HTML is shown as text." className="font-mono text-[13px]" />
            {canManage && (
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
                {article ? (
                  <Button variant="dangerOutline" onClick={() => setDeleting(true)}>
                    Delete
                  </Button>
                ) : (
                  <span />
                )}
                <Button type="submit" loading={saving}>
                  {article ? 'Save article' : 'Create draft'}
                </Button>
              </div>
            )}
          </fieldset>
        </Card>
        <Card id="preview" title="Preview" aria-live="polite">
          <h2 className="mb-3 text-xl font-semibold text-gray-950">{title || 'Untitled article'}</h2>
          {/* Rendered by the same safe renderer as the help center: raw HTML is escaped, links are limited to web addresses. */}
          <Prose html={preview} />
        </Card>
      </form>
      {article && (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={`Delete “${article.title}”?`}
          description="It disappears from the help center and suggestions. This cannot be undone."
          confirmLabel="Delete article"
          onConfirm={async () => {
            const outcome = await deleteArticle({ articleId: article.id! });
            if (!outcome.ok) return outcome.error.message;
            toast({ title: 'Article deleted' });
            void navigate('../..', { relative: 'path' });
            return null;
          }}
        />
      )}
    </>
  );
}
