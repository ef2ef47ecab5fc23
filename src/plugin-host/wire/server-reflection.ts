// Which services a plugin registered, asked once through grpc server reflection (go-plugin
// registers it, wire.md §1.7), so the host calls only those: its category services instead of
// probing all seven (most probes would answer UNIMPLEMENTED, and each costs the host a call),
// and StreamStdio only where go-plugin has it (since 1.3). v1alpha is
// asked first: grpc-go's reflection.Register registers it alone before 1.57 and beside v1 since,
// so one call answers for a plugin built with any grpc-go (asking v1 first cost older ones a
// second call); v1 is asked when v1alpha is UNIMPLEMENTED. Plugins are not obliged to serve
// reflection; whenever it cannot tell, the answer is null and every category is probed as before.
import type { GrpcChannel } from './grpc-channel.js';
import { STATUS_OK, STATUS_UNIMPLEMENTED } from './grpc-framing.js';
import { CATEGORY_SERVICES, type Protos } from './protos.js';

/** A plugin that accepts the stream but never answers is not waited for long: probing all still works. */
const REFLECTION_TIMEOUT_MS = 1000;

/** v1alpha's messages and field numbers are v1's: only the method path differs. */
const REFLECTION_PATHS = ['/grpc.reflection.v1alpha.ServerReflection/ServerReflectionInfo', '/grpc.reflection.v1.ServerReflection/ServerReflectionInfo'];
const CATEGORY_SERVICE_NAMES = new Set(Object.values(CATEGORY_SERVICES).map((s) => s.service));

interface ReflectionResponse {
  list_services_response?: { service?: { name?: string }[] };
}

/**
 * Every service listed by the plugin's reflection service, or null if it does not answer or
 * lists no category service (then it cannot tell).
 */
export async function listServedServices(client: GrpcChannel, protos: Protos, deadline: number): Promise<Set<string> | null> {
  // One budget for both versions: a plugin that hangs in the first gets no second second.
  const until = Math.min(deadline, Date.now() + REFLECTION_TIMEOUT_MS);
  for (const path of REFLECTION_PATHS) {
    const answer = await listServices(client, protos, path, until);
    if (answer !== 'unimplemented') return answer;
  }
  return null;
}

function listServices(client: GrpcChannel, protos: Protos, path: string, deadline: number): Promise<Set<string> | null | 'unimplemented'> {
  const method = protos.method('grpc.reflection.v1.ServerReflection', 'ServerReflectionInfo');
  return new Promise((resolve) => {
    let listed: Set<string> | null = null;
    const call = client.stream(path, deadline, {
      onMessage: (bytes) => {
        const response = method.responseDeserialize(bytes) as ReflectionResponse;
        const names = (response.list_services_response?.service ?? []).map((s) => s.name ?? '');
        if (names.some((name) => CATEGORY_SERVICE_NAMES.has(name))) listed = new Set(names);
      },
      onStatus: (status) => {
        if (status.code === STATUS_OK) resolve(listed);
        else resolve(status.code === STATUS_UNIMPLEMENTED ? 'unimplemented' : null);
      },
    });
    // The server does not check the content of list_services.
    call.write(method.requestSerialize({ host: '', list_services: '*' }));
    call.end();
  });
}
