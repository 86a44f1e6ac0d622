// Set up before every e2e file: its clock starts at the run's instant (see feed-clock.ts).
import { runStart, setClock } from './feed-clock.ts';

setClock(runStart());
