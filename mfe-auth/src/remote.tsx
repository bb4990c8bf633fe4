// The public surface of mfe-auth: what the shell loads as `auth/remote`.
import { defineRemote } from 'shared-contracts/area';
import { routes } from './app/routes';

export default defineRemote({ name: 'auth', routes });
