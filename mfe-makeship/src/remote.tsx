// The public surface of mfe-makeship: what the shell loads as `makeship/remote`.
import { defineRemote } from 'shared-contracts/area';
import { routes } from './app/routes';

// Every page here waits for the session itself where the account matters (see RemoteModule).
export default defineRemote({ name: 'makeship', routes, mountsBeforeSession: true });
