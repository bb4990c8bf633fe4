import 'shared-contracts/styles.css';
import { startStandalone } from 'shared-contracts/standalone';
import remote from '../remote';

startStandalone(remote);
