import { beforeEach, inject } from 'vitest';
import { runningCmsLogs } from './stack';

/*
 * When a test fails, the CMS's own account of it: the errors and warnings the suite's CMS and
 * every extra instance the test file started logged, printed under the failure. A 500 in CI
 * otherwise leaves nothing to read (the processes' output is kept in memory only).
 */

const WORTH_READING = /\b(error|warn|fail|busy|locked)\b|\s5\d\d\s*$/i;

function tail(name: string, log: string): string {
  const lines = log
    .split('\n')
    .filter((line) => WORTH_READING.test(line))
    .slice(-30);
  return lines.length ? `--- ${name}\n${lines.join('\n')}` : '';
}

async function report() {
  const parts: string[] = [];
  try {
    const res = await fetch(`${inject('controlUrl')}/cms/log`, { signal: AbortSignal.timeout(5000) });
    parts.push(tail("the suite's CMS", await res.text()));
  } catch (error) {
    parts.push(`--- the suite's CMS: its log could not be read (${(error as Error).message})`);
  }
  for (const [name, log] of runningCmsLogs()) parts.push(tail(name, log));
  const text = parts.filter(Boolean).join('\n') || '(no error or warning)';
  console.error(`[harness] what the CMS logged around this failure:\n${text}`);
}

beforeEach((context) => {
  context.onTestFailed(report);
});
