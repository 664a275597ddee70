// First: configures zod before any schema exists (the CSP has no 'unsafe-eval').
import './lib/zod-jitless';
import '@fontsource-variable/jost';
import '@fontsource-variable/cormorant-garamond';
import './styles/index.css';
import './styles/media.css';
import './styles/pipeline.css';
import './styles/tasks.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('admin-ui: #root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
