import { graphql } from 'react-relay';

// The fields every article list shows, spread unmasked into the queries below (this tag only defines them).
export const helpArticleFieldsFragment = graphql`
  fragment WidgetHelpArticleFields on HelpArticle {
    id
    slug
    title
    excerpt
    snippet {
      text
      highlighted
    }
  }
`;

/** Published articles matching what the visitor typed, or the most viewed ones without a query. */
export const helpArticlesQuery = graphql`
  query WidgetHelpArticlesQuery($query: String, $locale: String, $first: Int, $record: Boolean) {
    visitor {
      helpArticles(query: $query, locale: $locale, first: $first, record: $record) {
        ...WidgetHelpArticleFields @relay(mask: false)
      }
    }
  }
`;
