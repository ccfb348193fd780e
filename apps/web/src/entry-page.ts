/**
 * The first script of a public page the server rendered (decision 042): the page paints, and its lead picture
 * loads, without waiting for the app; the app starts once the page has loaded, or at once when a control is
 * used (lib/deferred-start.ts). A page the server could not render is rendered by the app straight away.
 */
import '@fontsource-variable/inter';
import '@fontsource-variable/space-grotesk';
import './styles.css';
import { deferStart } from './lib/deferred-start';

const root = document.getElementById('root');
const load = () => import('./app/vendor').then(() => import('./main'));

if (root?.hasAttribute('data-server-rendered')) deferStart({ root, load, when: 'after-load' });
else void load();
