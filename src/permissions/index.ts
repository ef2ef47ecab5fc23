// What the agent may do (issue 26): the effective decision of every advertised tool and
// direct-invoke command, each profile's scope, one decision explained, and the diff against a
// baseline report. Beside src/rules: it reads the models and the decoded plugin answers, does no
// I/O, and imports nothing from the rules, the engine or the front ends.
export { computePermissions, findTool, type Permissions, type ProfilePermissions, type ToolPermission } from './compute.js';
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
} from './policy-index.js';
export { resolveProfileScope, toolKey, type ProfileScope } from './profile-scope.js';
export { matchRow, permissionsDocument, toolRow, type MatchRow, type PermissionsDocument, type ProfileRow, type ToolRow } from './document.js';
export { diffPermissions, readBaseline, type PermissionChange } from './diff.js';
