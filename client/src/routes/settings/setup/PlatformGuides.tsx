import type { ReactNode } from 'react';
import { CodeBlock } from '../../../components/CodeBlock';
import { Tabs } from '../../../components/Tabs';

type Props = { snippet: string; scriptUrl: string; clientId: string };

function Steps({ children }: { children: ReactNode }) {
  return <ol className="list-decimal space-y-2 pl-5 text-sm text-gray-700 marker:text-gray-500">{children}</ol>;
}

const code = (text: string) => <code className="rounded bg-gray-100 px-1 py-0.5 font-mono text-[12.5px] text-gray-800">{text}</code>;

/** Where the snippet goes on the platforms most sites are built with. */
export function PlatformGuides({ snippet, scriptUrl, clientId }: Props) {
  const nextLayout = `// app/layout.tsx
import Script from 'next/script';

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        {children}
        <Script src="${scriptUrl}" data-client-id="${clientId}" strategy="afterInteractive" />
      </body>
    </html>
  );
}`;
  const reactIdentify = `// Anywhere you know the signed-in user (the stub queues calls until the widget has loaded):
useEffect(() => {
  window.Parley = window.Parley || function () { (Parley.q = Parley.q || []).push(arguments) };
  if (user) window.Parley('identify', { userId: user.id, email: user.email, name: user.name });
}, [user]);`;
  const shopifyIdentify = `{% if customer %}
<script>
  window.Parley = window.Parley || function () { (Parley.q = Parley.q || []).push(arguments) };
  Parley('identify', { userId: {{ customer.id | json }}, email: {{ customer.email | json }}, name: {{ customer.name | json }} });
</script>
{% endif %}`;

  return (
    <Tabs
      label="Platform"
      tabs={[
        {
          value: 'html',
          label: 'HTML',
          content: (
            <div className="space-y-4">
              <Steps>
                <li>Open the HTML of every page where the chat should appear (or the shared footer template).</li>
                <li>Paste the snippet just before the closing {code('</body>')} tag.</li>
                <li>Publish, open a page, and check the install status above.</li>
              </Steps>
              <CodeBlock code={snippet} label="Before </body>" />
            </div>
          ),
        },
        {
          value: 'react',
          label: 'React & Next.js',
          content: (
            <div className="space-y-4">
              <Steps>
                <li>
                  Next.js: add the script to the root layout with {code('next/script')}, as below. Other React apps: paste the snippet into{' '}
                  {code('index.html')} before {code('</body>')}.
                </li>
                <li>Client-side navigation needs nothing more: the widget follows the address as it changes.</li>
                <li>To link chats to your accounts, identify the signed-in user.</li>
              </Steps>
              <CodeBlock code={nextLayout} label="app/layout.tsx" />
              <CodeBlock code={reactIdentify} label="Identify the signed-in user" />
            </div>
          ),
        },
        {
          value: 'wordpress',
          label: 'WordPress',
          content: (
            <div className="space-y-4">
              <Steps>
                <li>
                  In the WordPress admin, install a header-and-footer code plugin (for example WPCode), or open {code('Appearance → Theme File Editor')}.
                </li>
                <li>
                  Paste the snippet into the plugin’s footer box, or into your theme’s {code('footer.php')} just before {code('</body>')}.
                </li>
                <li>Save, then clear any caching plugin so visitors get the new pages.</li>
              </Steps>
              <CodeBlock code={snippet} label="Footer code" />
            </div>
          ),
        },
        {
          value: 'shopify',
          label: 'Shopify',
          content: (
            <div className="space-y-4">
              <Steps>
                <li>In Shopify admin, go to {code('Online Store → Themes')}, open the menu of your live theme and choose {code('Edit code')}.</li>
                <li>
                  Open {code('layout/theme.liquid')} and paste the snippet just before {code('</body>')}. Save.
                </li>
                <li>Optionally, identify signed-in customers with the Liquid below, placed right after the snippet.</li>
              </Steps>
              <CodeBlock code={snippet} label="layout/theme.liquid, before </body>" />
              <CodeBlock code={shopifyIdentify} label="Identify signed-in customers" />
            </div>
          ),
        },
      ]}
    />
  );
}
