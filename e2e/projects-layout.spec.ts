/** The drawn devices with the content's projects (served by the main test server). */
import { projects } from '@/test/content';
import { layoutTests } from './projectsLayout';

layoutTests(() => '/', projects);
