// The public surface of mfe-arcade: what the shell loads as `arcade/remote`.
import { defineRemote } from 'shared-contracts/area';
import { routes } from './app/routes';

export default defineRemote({ name: 'arcade', routes });
