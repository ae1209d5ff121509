// The documents the widget and the dashboard really send, as the Relay compiler generated them: the bench measures
// what a visitor's and an operator's browser cost the server, not a minimal stand-in.
import sendOperatorMessage from '../../client/src/mutations/__generated__/useSendOperatorMessageMutation.graphql';
import inboxEvents from '../../client/src/routes/threads/__generated__/useInboxEventsSubscription.graphql';
import sendVisitorMessage from '../../widget/src/app/outbox/__generated__/WidgetSendMessageMutation.graphql';
import visitorEvents from '../../widget/src/app/realtime/__generated__/WidgetVisitorEventsSubscription.graphql';
import startVisitorSession from '../../widget/src/app/session/__generated__/WidgetStartSessionMutation.graphql';

export const documents = {
  startVisitorSession: startVisitorSession.params.text!,
  sendVisitorMessage: sendVisitorMessage.params.text!,
  visitorEvents: visitorEvents.params.text!,
  sendOperatorMessage: sendOperatorMessage.params.text!,
  inboxEvents: inboxEvents.params.text!,
};
