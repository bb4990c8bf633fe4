import 'web-kit/styles.css';
import { startStandalone } from 'web-kit/standalone';
import remote from '../remote';

startStandalone(remote);
