import { cn } from '../../../lib/cn.ts';
import type { VoucherProblem } from '../voucher-error.ts';

export function ProblemBanner({ problem }: { problem: VoucherProblem }) {
  return (
    <p
      role="alert"
      data-tone={problem.tone}
      className={cn(
        'rounded-lg border p-4 font-medium',
        problem.tone === 'warning' ? 'border-orange-600 bg-orange-50 text-orange-900' : 'border-red-700 bg-red-50 text-red-900',
      )}
    >
      {problem.message}
    </p>
  );
}
