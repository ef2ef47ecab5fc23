// The eight points a hook{} block can subscribe to (hook-dispatch.md#hook-points).
export const HOOK_POINTS = ['session-start', 'pre-model-call', 'post-model-response', 'pre-tool-call', 'plan-ready', 'post-tool-call', 'post-apply', 'session-end'];
