import type { TestClient } from './graphql-client';

export const createCollectionMutation = `mutation($input: CreateKnowledgeCollectionInput!) {
  createKnowledgeCollection(input: $input) {
    __typename
    ... on CreateKnowledgeCollectionPayload { collection { id name position } }
    ... on ValidationError { fieldErrors { field message } }
    ... on Error { message }
  }
}`;

export const createArticleMutation = `mutation($input: CreateKnowledgeArticleInput!) {
  createKnowledgeArticle(input: $input) {
    __typename
    ... on CreateKnowledgeArticlePayload { article { id slug title status locale url collection { id } } }
    ... on ValidationError { fieldErrors { field message } }
    ... on Error { message }
  }
}`;

export const setArticleStatusMutation = `mutation($input: SetKnowledgeArticleStatusInput!) {
  setKnowledgeArticleStatus(input: $input) {
    __typename
    ... on SetKnowledgeArticleStatusPayload { article { id status publishedAt } }
    ... on Error { message }
  }
}`;

export const updateHelpCenterMutation = `mutation($input: UpdateHelpCenterInput!) {
  updateHelpCenter(input: $input) { __typename ... on UpdateHelpCenterPayload { organization { helpCenterEnabled helpCenterTitle helpCenterUrl } } ... on Error { message } }
}`;

export async function createCollection(client: TestClient, organizationId: string, name: string) {
  const { createKnowledgeCollection } = await client.data(createCollectionMutation, { input: { organizationId, name } });
  if (createKnowledgeCollection.__typename !== 'CreateKnowledgeCollectionPayload') throw new Error(JSON.stringify(createKnowledgeCollection));
  return createKnowledgeCollection.collection as { id: string; name: string; position: number };
}

type ArticleInput = { title: string; body: string; excerpt?: string; slug?: string; locale?: string; collectionId?: string; translationOfId?: string };

/** An article, published unless `draft` is set. */
export async function createArticle(client: TestClient, organizationId: string, input: ArticleInput, { draft = false } = {}) {
  const { createKnowledgeArticle } = await client.data(createArticleMutation, { input: { organizationId, ...input } });
  if (createKnowledgeArticle.__typename !== 'CreateKnowledgeArticlePayload') throw new Error(JSON.stringify(createKnowledgeArticle));
  const article = createKnowledgeArticle.article as { id: string; slug: string; url: string };
  if (!draft) await client.data(setArticleStatusMutation, { input: { articleId: article.id, status: 'PUBLISHED' } });
  return article;
}

export async function enableHelpCenter(client: TestClient, organizationId: string, title?: string) {
  const { updateHelpCenter } = await client.data(updateHelpCenterMutation, { input: { organizationId, enabled: true, title } });
  if (updateHelpCenter.__typename !== 'UpdateHelpCenterPayload') throw new Error(JSON.stringify(updateHelpCenter));
  return updateHelpCenter.organization as { helpCenterUrl: string };
}
