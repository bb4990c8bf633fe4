// The public surface of mfe-makeship: what the shell loads as `makeship/remote`.
import { defineRemote } from 'shared-contracts/area';
import { routes } from './app/routes';

export default defineRemote({ name: 'makeship', routes });
