import { setNonce } from 'get-nonce';
import { hydrateRoot } from 'react-dom/client';
import './global.css';
import { App } from './App';
import { readPageData } from './hydration';

// Radix's scroll lock injects a <style>: give it the request's nonce (browsers expose it only as the property).
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) setNonce(nonce);

const data = readPageData(document);
if (data) hydrateRoot(document, <App data={data} nonce={nonce} />);
