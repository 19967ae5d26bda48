import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
import './fonts.css';
import './styles.css';

const mountPoint = document.getElementById('app');

if (mountPoint) {
  createRoot(mountPoint).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
} else {
  // Spec 3 §2.3: say so when the mount point is missing instead of failing silently.
  const message = document.createElement('p');
  message.textContent = 'Amplio could not start: the page is missing its #app element. Please reload.';
  message.setAttribute('role', 'alert');
  document.body.append(message);
}
