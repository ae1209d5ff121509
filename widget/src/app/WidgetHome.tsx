import { graphql, useFragment } from 'react-relay';
import type { WidgetHome_widget$key } from './__generated__/WidgetHome_widget.graphql';
import { useVisitorProfile } from './embed/visitor-profile';
import { ChatIcon } from './icons';
import { t } from './i18n/translate';

/** The first screen: where the visitor will start a conversation once messaging is available. */
export function WidgetHome({ widget }: { widget: WidgetHome_widget$key }) {
  const { organizationName } = useFragment(
    graphql`
      fragment WidgetHome_widget on PublicWidget {
        organizationName
      }
    `,
    widget,
  );
  const visitorName = useVisitorProfile().identity?.name;

  return (
    <section className="card" aria-labelledby="start-title">
      <span className="card-icon">
        <ChatIcon />
      </span>
      {visitorName && <p className="card-hello">{t('helloName', { name: visitorName })}</p>}
      <h2 id="start-title" className="card-title">
        {t('startTitle')}
      </h2>
      <p className="card-body">{t('startBody', { organization: organizationName })}</p>
    </section>
  );
}
