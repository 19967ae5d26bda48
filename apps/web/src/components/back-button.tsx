import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { cn } from '../lib/cn';
import { buttonStyles } from './ui/button';

/** Goes one page back in the browser (spec 1 §2 policy pages), or to `fallback` when this page was opened directly. */
export function BackButton({ fallback = '/', label = 'Back', className }: { fallback?: string; label?: string; className?: string }) {
  const navigate = useNavigate();
  const goBack = () => {
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx && state.idx > 0) navigate(-1);
    // Arrived by a full page load from another Amplio page (the prerendered pages are separate documents).
    else if (window.history.length > 1 && document.referrer.startsWith(window.location.origin)) window.history.back();
    else navigate(fallback);
  };
  return (
    <button type="button" onClick={goBack} className={cn(buttonStyles({ variant: 'ghost', size: 'sm' }), '-ml-3 self-start', className)}>
      <ArrowLeft className="size-4" strokeWidth={1.75} aria-hidden="true" />
      {label}
    </button>
  );
}
