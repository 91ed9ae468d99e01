/**
 * One step of a multi-step flow (booking request, vehicle editor, check-in, check-out, ID
 * verification), declared once: the flow's machine, its URL, the browser's Back and Forward and
 * the progress indicator are all derived from the table, so they cannot disagree.
 */
export interface StepSpec<TStep extends string, TRoute extends string, TContext> {
  step: TStep;
  /** The named route of the step's page; the route table gives its segment in every locale. */
  route: TRoute;
  /** Not part of the flow in this context (a login step for someone signed in). */
  skip?: (context: TContext) => boolean;
  /** The step's answers hold: the flow may go past it. A step without a rule is done once reached. */
  done?: (context: TContext) => boolean;
  /** May be opened again once passed (Back, the browser's back, a link in a summary). */
  editable: boolean;
  /** Counted in the progress indicator (the outcome steps are not). */
  inProgress?: boolean;
}

export interface StepProgress<TStep extends string> {
  steps: readonly TStep[];
  /** Index of the current step in `steps`; -1 when the current step is not counted. */
  current: number;
}

export interface StepTable<TStep extends string, TRoute extends string, TContext> {
  readonly specs: readonly StepSpec<TStep, TRoute, TContext>[];
  readonly order: readonly TStep[];
  spec(step: TStep): StepSpec<TStep, TRoute, TContext>;
  routeOf(step: TStep): TRoute;
  /** The step a route shows; steps may share a route, the first one wins. */
  stepOfRoute(route: string): TStep | undefined;
  isSkipped(step: TStep, context: TContext): boolean;
  /** The step's own answers hold. */
  isDone(step: TStep, context: TContext): boolean;
  /** Every step before this one that is part of the flow is done. */
  isReachable(step: TStep, context: TContext): boolean;
  /** May the flow move to this step from a later one, or from the URL? Reachable and editable. */
  canRevisit(step: TStep, context: TContext): boolean;
  /** The next step that is part of the flow, or undefined at the end. */
  next(step: TStep, context: TContext): TStep | undefined;
  /** The previous editable step that is part of the flow, or undefined at the start. */
  previous(step: TStep, context: TContext): TStep | undefined;
  /** Where a flow saved at `saved` resumes: there (or at the next step when it is skipped now) when reachable, else at the first step not done. */
  resumeAt(saved: TStep, context: TContext): TStep;
  /**
   * The counted steps and where the current one is. Steps in `taken` (those the user has been on)
   * stay counted when they are skipped now, so the count does not shrink under the user.
   */
  progress(step: TStep, context: TContext, taken?: readonly TStep[]): StepProgress<TStep>;
}

export function createStepTable<TStep extends string, TRoute extends string, TContext>(specs: readonly StepSpec<TStep, TRoute, TContext>[]): StepTable<TStep, TRoute, TContext> {
  const order = specs.map((spec) => spec.step);
  const byStep = new Map(specs.map((spec) => [spec.step, spec]));
  const spec = (step: TStep) => {
    const found = byStep.get(step);
    if (!found) throw new RangeError(`No step ${step} in the table`);
    return found;
  };
  const indexOf = (step: TStep) => order.indexOf(step);
  const isSkipped = (step: TStep, context: TContext) => spec(step).skip?.(context) ?? false;
  const isDone = (step: TStep, context: TContext) => spec(step).done?.(context) ?? true;
  const before = (step: TStep, context: TContext) => order.slice(0, indexOf(step)).filter((s) => !isSkipped(s, context));
  const isReachable = (step: TStep, context: TContext) => !isSkipped(step, context) && before(step, context).every((s) => isDone(s, context));
  const next = (step: TStep, context: TContext) => order.slice(indexOf(step) + 1).find((s) => !isSkipped(s, context));

  return {
    specs,
    order,
    spec,
    routeOf: (step) => spec(step).route,
    stepOfRoute: (route) => specs.find((s) => s.route === route)?.step,
    isSkipped,
    isDone,
    isReachable,
    canRevisit: (step, context) => spec(step).editable && isReachable(step, context),
    next,
    previous: (step, context) =>
      order
        .slice(0, indexOf(step))
        .reverse()
        .find((s) => !isSkipped(s, context) && spec(s).editable),
    resumeAt: (saved, context) => {
      // A step that is no longer part of the flow (the login, once signed in) gives way to the next.
      const target = isSkipped(saved, context) ? (next(saved, context) ?? saved) : saved;
      if (isReachable(target, context)) return target;
      return before(target, context).find((s) => !isDone(s, context)) ?? order.find((s) => !isSkipped(s, context)) ?? saved;
    },
    progress: (step, context, taken = []) => {
      const steps = specs.filter((s) => s.inProgress && (!isSkipped(s.step, context) || taken.includes(s.step))).map((s) => s.step);
      return { steps, current: steps.indexOf(step) };
    },
  };
}
