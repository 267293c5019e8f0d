import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EmbedPage } from './EmbedPage.tsx';
import './embed.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <EmbedPage pathname={window.location.pathname} search={window.location.search} />
  </StrictMode>,
);
