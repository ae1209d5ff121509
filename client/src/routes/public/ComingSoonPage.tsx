// The dashboard's screens import the title hook from this path; it lives in lib/ now.
export { usePageTitle } from '../../lib/usePageTitle';
