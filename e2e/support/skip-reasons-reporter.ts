import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Prints, after a run, each skipped test with the reason it gave (the list reporter shows none). */
export default class SkipReasonsReporter implements Reporter {
  private readonly skipped: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'skipped') return;
    const reason = test.annotations.find((annotation) => annotation.type === 'skip')?.description;
    this.skipped.push(`  - ${test.titlePath().slice(1).join(' › ')}: ${reason ?? 'no reason given'}`);
  }

  onEnd(_result: FullResult): void {
    if (this.skipped.length === 0) return;
    console.log(`\nSkipped, with their reasons (${this.skipped.length}):\n${this.skipped.join('\n')}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
