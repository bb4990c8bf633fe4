// The public surface of mfe-toons: what the shell loads as `toons/remote`.
import { defineRemote } from 'shared-contracts/area';
import { routes } from './app/routes';

export default defineRemote({ name: 'toons', routes });
