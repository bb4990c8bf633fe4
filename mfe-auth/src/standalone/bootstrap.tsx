import 'web-kit/styles.css';
import { startStandalone } from 'web-kit/standalone';
import remote from '../remote';
import { startSession } from '../session';

startStandalone(remote, { startSession });
