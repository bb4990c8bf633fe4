// The public surface of mfe-tools: what the shell loads as `tools/remote`.
import { defineRemote } from 'shared-contracts/area';
import { routes } from './app/routes';

export default defineRemote({ name: 'tools', routes });
