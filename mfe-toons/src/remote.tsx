// The public surface of mfe-toons: what the shell loads as `toons/remote`.
import { defineRemote } from 'shared-contracts/area';
import { routes } from './app/routes';

// Every page here waits for the session itself where the account matters (see RemoteModule).
export default defineRemote({ name: 'toons', routes, mountsBeforeSession: true });
