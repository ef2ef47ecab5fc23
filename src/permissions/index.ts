// What the agent may do (issue 26), as the `harness-lint permissions` command reports it: its JSON
// document and the diff against a baseline report, over the computation in src/models/permissions
// (re-exported here), which the rules read as well. Does no I/O, and imports nothing from the
// rules, the engine or the front ends.
export { computePermissions, findTool, type Permissions, type ProfilePermissions, type ToolPermission } from '../models/permissions/compute.js';
export {
  evaluateCall,
  indexPolicies,
  matchingPolicies,
  specificityOf,
  type Call,
  type Decision,
  type DefaultRule,
  type Evaluation,
  type MatchingPolicy,
  type PolicyIndex,
  type Specificity,
} from '../models/permissions/policy-index.js';
export { resolveProfileScope, toolKey, type ProfileScope } from '../models/permissions/profile-scope.js';
export { matchRow, permissionsDocument, toolRow, type MatchRow, type PermissionsDocument, type ProfileRow, type ToolRow } from './document.js';
export { diffPermissions, readBaseline, type PermissionChange } from './diff.js';
