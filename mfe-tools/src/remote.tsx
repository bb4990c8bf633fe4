// The public surface of mfe-tools: what the shell loads as `tools/remote`.
import { defineRemote } from 'shared-contracts/area';
import { routes } from './app/routes';

// Every page here waits for the session itself where the account matters (see RemoteModule).
export default defineRemote({ name: 'tools', routes, mountsBeforeSession: true });
