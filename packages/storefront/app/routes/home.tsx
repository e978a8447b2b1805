import { ArrowRightIcon, Link, Stack } from '@nirmal/design-system';
import { DEVICES_PATH } from '@nirmal/domain';
import { observer } from 'mobx-react-lite';
import { useStores } from '../state/app-state.tsx';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [
  { title: 'Nirmal | Water purifiers, air purifiers and vacuum cleaners' },
  {
    name: 'description',
    content: 'Buy Nirmal purifiers and vacuum cleaners, renew your AMC and book service visits online.',
  },
];

const Home = observer(function Home() {
  const { profile } = useStores();
  return (
    <Stack gap={4}>
      <h1>Clean water and clean air, looked after</h1>
      <p>
        Buy purifiers and vacuum cleaners, renew the annual maintenance plan of your devices and book a
        service visit at a time that suits you.
      </p>
      <div>
        <Link href={DEVICES_PATH} variant="standalone" endIcon={<ArrowRightIcon />}>
          {profile.isLoggedIn ? 'Go to my devices' : 'Sign in to see your devices'}
        </Link>
      </div>
    </Stack>
  );
});

export default Home;
