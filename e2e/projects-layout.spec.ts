/** The drawn devices with the content's projects (served by the main test server). */
import { projects } from '@/content/projects';
import { layoutTests } from './projectsLayout';

layoutTests(() => '/', projects);
