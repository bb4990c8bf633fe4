// The public surface of mfe-arcade: what the shell loads as `arcade/remote`.
import { defineRemote } from 'shared-contracts/area';
import { routes } from './app/routes';

// Every page here waits for the session itself where the account matters (see RemoteModule).
export default defineRemote({ name: 'arcade', routes, mountsBeforeSession: true });
