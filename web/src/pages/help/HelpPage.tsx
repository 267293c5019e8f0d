import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader.tsx';
import { pageTitle } from '../../title/pageTitle.ts';
import { useDocumentTitle } from '../../title/useDocumentTitle.ts';
import { DataTypesSection } from './DataTypesSection.tsx';
import { GettingStartedSection } from './GettingStartedSection.tsx';
import { HelpToc } from './HelpToc.tsx';
import { InputsOutputsSection } from './InputsOutputsSection.tsx';
import { InstructionsSection } from './InstructionsSection.tsx';
import { ProblemsSection } from './ProblemsSection.tsx';
import { ScanCycleSection } from './ScanCycleSection.tsx';
import { ScenesSection } from './ScenesSection.tsx';
import { StructuredTextSection } from './StructuredTextSection.tsx';
import './help.css';

/** The element a URL fragment such as `#creating-problems` points to, if any. */
function fragmentTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed fragment points nowhere
  }
}

/**
 * /help: how the simulator runs a program, the I/O, instructions, data types, Structured Text and test
 * sequences. Other pages link to its anchors (`/help#creating-problems`, `/help#structured-text`).
 */
export default function HelpPage() {
  useDocumentTitle(pageTitle('Help'));
  const { hash } = useLocation();

  useEffect(() => {
    // The page is loaded lazily, after the browser looked for the fragment: scroll to it ourselves.
    fragmentTarget(hash)?.scrollIntoView?.();
  }, [hash]);

  return (
    <div className="help-page">
      <PageHeader
        heading="Help"
        subtitle="How the simulator runs your program, and how to write ladder logic and Structured Text for it."
      />
      <HelpToc />
      <GettingStartedSection />
      <ScanCycleSection />
      <InputsOutputsSection />
      <ScenesSection />
      <InstructionsSection />
      <DataTypesSection />
      <StructuredTextSection />
      <ProblemsSection />
    </div>
  );
}
