// What a plugin answered (cacheable, keyed by the binary's SHA-256) and the findings and
// capabilities that follow from it, the same whether fresh or from the cache.
import type { ProviderFinding } from '../provider-input.js';
import { CATEGORIES, type CapabilityMessage, type Category, type DescribeInfo, type ProviderCapabilities } from '../../models/advertised/wire-types.js';

export interface PluginAnswers {
  /** Absent when every served category's Describe is UNIMPLEMENTED. */
  describe?: DescribeInfo;
  categories: Partial<Record<Category, CapabilityMessage>>;
}

export interface Assessed {
  capabilities?: ProviderCapabilities;
  findings: ProviderFinding[];
}

const SUPPORTED_PROTOCOL = 1;

export function assessAnswers(name: string, who: string, answers: PluginAnswers): Assessed {
  const served = CATEGORIES.filter((c) => answers.categories[c] !== undefined);
  if (served.length === 0) {
    return {
      findings: [
        {
          ruleId: 'plugin-rpc-failed',
          severity: 'error',
          message: `${who}: the plugin serves none of the seven category services (every Describe and capability RPC answered UNIMPLEMENTED); is it a PluggableHarness plugin built for protocol version 1?`,
        },
      ],
    };
  }
  const version = answers.describe?.protocol_version;
  if (version !== undefined && version !== 0 && version !== SUPPORTED_PROTOCOL) {
    return {
      findings: [
        {
          ruleId: 'plugin-protocol-version',
          severity: 'error',
          message: `${who}: protocol_version ${version} is not the kernel's; use a build of the plugin for protocol version ${SUPPORTED_PROTOCOL}`,
          notes: [
            `the plugin's Describe reports protocol_version ${version}, but the kernel speaks go-plugin protocol version ${SUPPORTED_PROTOCOL} and refuses to load it`,
          ],
        },
      ],
    };
  }
  const findings: ProviderFinding[] = [];
  const said = describedCategory(answers.describe);
  if (said && !served.includes(said)) {
    findings.push({
      ruleId: 'plugin-category-mismatch',
      severity: 'warning',
      message: `${who}: its Describe reports category CATEGORY_${said.toUpperCase()}, but the plugin serves ${served.join(', ')} and not the ${said} service; fix the category in the plugin's Describe (ProducerRef.category), or serve the category it names`,
    });
  }
  const capabilities: ProviderCapabilities = { name, categories: answers.categories };
  if (answers.describe) capabilities.describe = answers.describe;
  else {
    findings.push({
      ruleId: 'plugin-describe-missing',
      severity: 'warning',
      message: `${who}: the plugin serves no Describe (${served.join(', ')} Describe answered UNIMPLEMENTED), so its identity (name, version, source) is unknown; its capabilities are still checked`,
    });
  }
  return { capabilities, findings };
}

/** The category Describe names, when it is one of the seven (unset, UNSPECIFIED and unknown values say nothing). */
function describedCategory(describe: DescribeInfo | undefined): Category | undefined {
  const value = describe?.category;
  if (typeof value !== 'string' || !value.startsWith('CATEGORY_')) return undefined;
  const category = value.slice('CATEGORY_'.length).toLowerCase();
  return (CATEGORIES as readonly string[]).includes(category) ? (category as Category) : undefined;
}
