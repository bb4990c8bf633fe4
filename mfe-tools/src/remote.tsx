// The public surface of mfe-tools: what the shell loads as `tools/remote`.
import { defineRemote } from 'web-kit/area';
import { routes } from './app/routes';
import { surface } from './surface';
import './styles.css';

// Its name, metadata and whether it mounts before the session come from its surface (src/surface.ts).
export default defineRemote({ surface, routes });
